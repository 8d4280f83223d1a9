import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { saveTravelProfile } from '@/features/travel-profile/api/save-travel-profile';
import { toSaveRequest, type Answers } from '@/features/travel-profile/utils/questionnaire';

/**
 * Saves the answers (product.md §7.3): a toast with the profile's reference, then `onCompleted`;
 * a failure says so and keeps the dialog open with the answers.
 */
export function useSaveAnswers(onCompleted: () => void) {
  const { t } = useTranslation();
  const save = useMutation({ mutationFn: saveTravelProfile });

  const submit = (answers: Answers) => {
    const body = toSaveRequest(answers);
    if (!body || save.isPending) return;
    save.mutate(body, {
      onSuccess: ({ profileReference }) => {
        toast({
          title: t('travelProfile.saved.title'),
          description: t('travelProfile.saved.description', { reference: profileReference }),
        });
        onCompleted();
      },
      onError: (error) => {
        console.error('Failed to save the travel profile', error);
        toast({
          variant: 'destructive',
          title: t('travelProfile.failed.title'),
          description: t('travelProfile.failed.description'),
        });
      },
    });
  };
  return { submit, pending: save.isPending };
}

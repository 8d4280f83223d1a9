import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useRegisterChatReset } from '@/lib/page-actions';

function reloadPage() {
  window.location.reload();
}

export function ChatPage() {
  const { t } = useTranslation();
  // Flows §2: the chat home's reset reloads the page.
  useRegisterChatReset(reloadPage);
  return (
    <PlaceholderPage title={t('pages.chat.title')} description={t('pages.chat.description')} />
  );
}

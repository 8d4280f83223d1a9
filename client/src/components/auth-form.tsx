import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@common/constants';
import type { RegisterResponse } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import {
  login,
  loginFormSchema,
  register,
  registerFormSchema,
  signInFormSchema,
  signUpFormSchema,
  useAccountCall,
  type LoginFormOutput,
  type RegisterFormOutput,
} from '@/lib/auth-api';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';

/** The fields an account form may ask for; each is labelled by its `auth.fields` text. */
type AuthFieldName =
  | 'username'
  | 'usernameOrEmail'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'nationality'
  | 'destination'
  | 'visaType';

type AuthInput = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
>;

type AuthField<Values extends FieldValues> = {
  name: Path<Values> & AuthFieldName;
  input: AuthInput;
  /** The least length, announced under the field (the register page's, product.md §6.1). */
  hintMinLength?: number;
};

/** One account form: what it asks for, by which rules, and the call its valid values make. */
export type AuthFormDefinition<Values extends FieldValues, Output> = {
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  fields: readonly AuthField<Values>[];
  /** Optional fields under 'Travel details (optional)' (the register page's, product.md §6.1). */
  details?: readonly AuthField<Values>[];
  send: (values: Output) => Promise<RegisterResponse>;
};

/** Fixes a definition's value types, which its resolver gives. */
function defineAuthForm<Values extends FieldValues, Output>(
  definition: AuthFormDefinition<Values, Output>,
) {
  return definition;
}

const NAME_INPUT: AuthInput = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
};
const EMAIL_INPUT: AuthInput = { type: 'email', autoComplete: 'email' };
const CURRENT_PASSWORD_INPUT: AuthInput = { type: 'password', autoComplete: 'current-password' };
const NEW_PASSWORD_INPUT: AuthInput = { type: 'password', autoComplete: 'new-password' };
const DETAIL_INPUT: AuthInput = { autoComplete: 'off' };

const signInFields = [
  { name: 'usernameOrEmail', input: NAME_INPUT },
  { name: 'password', input: CURRENT_PASSWORD_INPUT },
] as const;

/** The sign-in of the dialogs (product.md §5.1, §6.5). */
export const signInForm = defineAuthForm({
  resolver: zodResolver(signInFormSchema, { error: formErrorMap }),
  defaultValues: { usernameOrEmail: '', password: '' },
  fields: signInFields,
  send: login,
});

/**
 * The login page (product.md §6.2): the same fields, with its own minimum lengths. The page
 * sends what was typed as `username` and the dialogs as `usernameOrEmail` (§11.1); the server
 * reads either as a username or an email.
 */
export const loginForm = defineAuthForm({
  resolver: zodResolver(loginFormSchema, { error: formErrorMap }),
  defaultValues: { usernameOrEmail: '', password: '' },
  fields: signInFields,
  send: ({ usernameOrEmail, password }: LoginFormOutput) =>
    login({ username: usernameOrEmail, password }),
});

/** The sign-up of the dialogs (product.md §5.1, §6.5): only what an account needs. */
export const signUpForm = defineAuthForm({
  resolver: zodResolver(signUpFormSchema, { error: formErrorMap }),
  defaultValues: { username: '', email: '', password: '' },
  fields: [
    { name: 'username', input: NAME_INPUT },
    { name: 'email', input: EMAIL_INPUT },
    { name: 'password', input: NEW_PASSWORD_INPUT },
  ],
  send: register,
});

/** The register page (product.md §6.1): hints, a confirmation and optional travel details. */
export const registerForm = defineAuthForm({
  resolver: zodResolver(registerFormSchema, { error: formErrorMap }),
  defaultValues: {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    nationality: '',
    destination: '',
    visaType: '',
  },
  fields: [
    { name: 'username', input: NAME_INPUT, hintMinLength: USERNAME_MIN_LENGTH },
    { name: 'email', input: EMAIL_INPUT },
    { name: 'password', input: NEW_PASSWORD_INPUT, hintMinLength: PASSWORD_MIN_LENGTH },
    { name: 'confirmPassword', input: NEW_PASSWORD_INPUT },
  ],
  details: [
    { name: 'nationality', input: DETAIL_INPUT },
    { name: 'destination', input: DETAIL_INPUT },
    { name: 'visaType', input: DETAIL_INPUT },
  ],
  // The confirmation only guards against typos; it is never sent (product.md §6.1).
  send: ({ confirmPassword: _confirmation, ...details }: RegisterFormOutput) => register(details),
});

function AuthFields<Values extends FieldValues, Output>({
  fields,
  form,
  required,
}: {
  fields: readonly AuthField<Values>[];
  form: UseFormReturn<Values, unknown, Output>;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  return fields.map(({ name, input, hintMinLength }) => {
    const fieldName: AuthFieldName = name;
    const label = t(`auth.fields.${fieldName}`);
    const hint =
      hintMinLength === undefined ? undefined : t('auth.hints.minLength', { min: hintMinLength });
    return (
      <FormField
        key={name}
        label={label}
        {...input}
        required={required}
        hint={hint}
        error={errorText(form.getFieldState(name, form.formState).error, label)}
        {...form.register(name)}
      />
    );
  });
}

type AuthFormProps<Values extends FieldValues, Output> = {
  form: AuthFormDefinition<Values, Output>;
  /** Values to start from instead of the empty form. */
  defaultValues?: DefaultValues<Values>;
  submitLabel: string;
  pendingLabel: string;
  /** Marks the fields required for assistive technology (the purchase dialog's, §5.1). */
  markRequired?: boolean;
  onSuccess: () => void;
  /** The call failed; `values` are what it sent. */
  onError: (error: unknown, values: Output) => void;
};

/**
 * The account form of the login and register pages and of the sign-up and purchase dialogs
 * (product.md §5.1, §6.1, §6.2, §6.5): its fields with their errors, checked before anything is
 * sent, then the call. A success stores the sign-in; the caller says so and moves on.
 */
export function AuthForm<Values extends FieldValues, Output>({
  form,
  defaultValues,
  submitLabel,
  pendingLabel,
  markRequired,
  onSuccess,
  onError,
}: AuthFormProps<Values, Output>) {
  const { t } = useTranslation();
  const call = useAccountCall(form.send);
  const methods = useForm<Values, unknown, Output>({
    resolver: form.resolver,
    defaultValues: defaultValues ?? form.defaultValues,
  });
  const onSubmit = methods.handleSubmit((values) =>
    call.mutate(values, { onSuccess, onError: (error) => onError(error, values) }),
  );
  // A success leads away from the form (a new page, a closed dialog, the booking form): it stays
  // busy until then, so it cannot be sent twice.
  const busy = call.isPending || call.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <AuthFields fields={form.fields} form={methods} required={markRequired} />
      {form.details && (
        <fieldset className="mt-2 grid gap-4 border-t border-border pt-4">
          <legend className="pr-2 text-sm font-semibold text-foreground">
            {t('auth.register.travelDetails')}
          </legend>
          <AuthFields fields={form.details} form={methods} />
        </fieldset>
      )}
      <Button type="submit" className="mt-2 w-full" disabled={busy}>
        {busy ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

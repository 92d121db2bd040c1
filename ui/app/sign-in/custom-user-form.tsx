import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import {
  EMPTY_CUSTOM_SIGN_IN,
  canContinueCustomSignIn,
  customUserEntityRef,
  validateCustomSignIn,
  type CustomSignInValues,
} from '../../../domain/app/sign-in-form';

export interface CustomUserFormProps {
  readonly onSubmit: (userEntityRef: string, idToken?: string) => void;
}

/** User ID (required) and ID Token (optional); Continue only when changed and free of errors. */
export const CustomUserForm = ({ onSubmit }: CustomUserFormProps) => {
  const [values, setValues] = useState<CustomSignInValues>(EMPTY_CUSTOM_SIGN_IN);
  const [touched, setTouched] = useState<{ userId: boolean; idToken: boolean }>({ userId: false, idToken: false });
  const errors = validateCustomSignIn(values);
  const canContinue = canContinueCustomSignIn(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ref = customUserEntityRef(values.userId);
    if (!canContinue || E.isLeft(ref)) return;
    onSubmit(ref.right, values.idToken || undefined);
  };

  const field = (name: keyof CustomSignInValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setTouched({ ...touched, [name]: true }),
    intent: touched[name] && errors[name] ? Intent.DANGER : Intent.NONE,
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Custom user">
      <FormGroup
        label="User ID"
        labelFor="custom-user-id"
        labelInfo="(required)"
        helperText={touched.userId ? errors.userId : undefined}
        intent={touched.userId && errors.userId ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup id="custom-user-id" required autoComplete="username" {...field('userId')} />
      </FormGroup>
      <FormGroup
        label="ID Token"
        labelFor="custom-id-token"
        labelInfo="(optional)"
        helperText={touched.idToken ? errors.idToken : undefined}
        intent={touched.idToken && errors.idToken ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup id="custom-id-token" autoComplete="off" {...field('idToken')} />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} disabled={!canContinue}>
        Continue
      </Button>
    </form>
  );
};

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomUserForm } from '../../../../ui/app/sign-in/custom-user-form';

const setup = () => {
  const onSubmit = jest.fn();
  render(<CustomUserForm onSubmit={onSubmit} />);
  const user = userEvent.setup();
  return {
    onSubmit,
    user,
    userId: () => screen.getByRole('textbox', { name: /User ID/ }),
    idToken: () => screen.getByRole('textbox', { name: /ID Token/ }),
    continueButton: () => screen.getByRole('button', { name: 'Continue' }),
  };
};

describe('CustomUserForm', () => {
  it('labels User ID required and ID Token optional', () => {
    setup();
    expect(screen.getByText('User ID')).toBeInTheDocument();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    expect(screen.getByText('ID Token')).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('keeps Continue disabled until the form changed and is valid', async () => {
    const { user, userId, continueButton } = setup();
    expect(continueButton()).toBeDisabled();
    await user.type(userId(), 'ada');
    expect(continueButton()).toBeEnabled();
  });

  it('says the User ID is required once the field was visited', async () => {
    const { user, userId, continueButton } = setup();
    expect(screen.queryByText('User ID is required')).not.toBeInTheDocument();
    await user.click(userId());
    await user.tab();
    expect(screen.getByText('User ID is required')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it("says 'Invalid user entity reference' for a malformed ref", async () => {
    const { user, userId, continueButton } = setup();
    await user.type(userId(), 'user:default/');
    await user.tab();
    expect(screen.getByText('Invalid user entity reference')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it("refuses a User ID whose name is not an entity name, such as 'Bad Ref!!'", async () => {
    const { user, userId, continueButton, onSubmit } = setup();
    await user.type(userId(), 'Bad Ref!!');
    await user.tab();
    expect(screen.getByText('Invalid user entity reference')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(userId(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Token is not a valid OpenID Connect JWT Token' for a token that is not three dot-separated parts", async () => {
    const { user, userId, idToken, continueButton } = setup();
    await user.type(userId(), 'ada');
    await user.type(idToken(), 'not-a-jwt');
    await user.tab();
    expect(screen.getByText('Token is not a valid OpenID Connect JWT Token')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.clear(idToken());
    await user.type(idToken(), 'aaa.bbb.ccc');
    expect(screen.queryByText('Token is not a valid OpenID Connect JWT Token')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('continues with the canonical user ref and the token', async () => {
    const { user, userId, idToken, continueButton, onSubmit } = setup();
    await user.type(userId(), 'Team-A/Ada');
    await user.type(idToken(), 'eyJh.eyJz.c2ln');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith('user:team-a/ada', 'eyJh.eyJz.c2ln');
  });

  it('continues without a token when none is given, also on Enter', async () => {
    const { user, userId, onSubmit } = setup();
    await user.type(userId(), 'group:ops/oncall{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('group:ops/oncall', undefined);
  });

  it('does not submit an invalid form on Enter', async () => {
    const { user, userId, onSubmit } = setup();
    await user.type(userId(), ':bad{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

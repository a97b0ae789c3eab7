import '../../../components/form-field.css';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields, newPasswordProblems } from '../../../components/NewPasswordFields';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/me';
import { roleHome } from '../../../lib/auth/roles';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangePassword } from '../api/change-password';

/**
 * /account/password: change the password (current one required). Users who signed in with a
 * one-time password are sent here and can use nothing else until they have chosen their own.
 */
export function ChangePasswordPage() {
  usePageTitle('Change your password');
  const me = useMe();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);

  if (!me.data) return <PageLoader />;
  const forced = me.data.mustChangePassword;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = [
      ...(current ? [] : ['Enter your current password.']),
      ...newPasswordProblems(password, repeat, me.data.email),
    ];
    if (problems.length) {
      setErrors(problems);
      return;
    }
    setErrors([]);
    change.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setRepeat('');
          if (forced) navigate(roleHome(me.data.role), { replace: true });
          else setDone(true);
        },
        onError: (e) =>
          setErrors(isApiError(e) && e.errors.length ? e.errors.map((x) => x.message) : [errorMessage(e)]),
      },
    );
  };

  return (
    <Stack maw={480}>
      <Title order={1}>{forced ? 'Choose your own password' : 'Change your password'}</Title>
      {forced && (
        <Alert color="brand" variant="outline" title="One more step">
          You signed in with a password someone gave you. Choose your own before you carry on: the one you were given
          stops working.
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {errors.length > 0 && (
              <Alert color="red" role="alert">
                {errors.join(' ')}
              </Alert>
            )}
            {done && (
              <Alert color="green" role="status">
                Your password is changed. You stay signed in here; other devices must log in again.
              </Alert>
            )}
            <div className="mw-field">
              <label htmlFor="current-password">{forced ? 'Password you were given' : 'Current password'}</label>
              <input
                id="current-password"
                type="password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </div>
            <NewPasswordFields
              password={password}
              repeat={repeat}
              onPassword={setPassword}
              onRepeat={setRepeat}
              email={me.data.email}
              invalid={errors.length > 0}
            />
            <Text size="sm" c="dimmed">
              Changing it signs you out everywhere else.
            </Text>
            <Button type="submit" loading={change.isPending}>
              Save new password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

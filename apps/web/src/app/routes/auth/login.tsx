import { Link } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { usePingDbOnMount } from '@/features/auth/api/ping-db';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  usePingDbOnMount();
  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Log in to continue today's lesson."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.auth.signup.getHref()} className="font-semibold text-brand-700 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}

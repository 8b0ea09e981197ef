import { Link } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { usePingDbOnMount } from '@/features/auth/api/ping-db';
import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupRoute() {
  usePingDbOnMount();
  return (
    <AuthLayout
      title="Create an Account"
      subtitle="Start your 7-day free trial and get a personal 30-day learning plan."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.auth.login.getHref()} className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}

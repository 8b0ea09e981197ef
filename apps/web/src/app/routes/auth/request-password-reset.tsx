import { Link } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { RequestPasswordResetForm } from '@/features/auth/components/request-password-reset-form';

export function RequestPasswordResetRoute() {
  return (
    <AuthLayout
      title="Reset Your Password"
      subtitle="Enter your account's email and we will send you a reset link."
      footer={
        <Link to={paths.auth.login.getHref()} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      <RequestPasswordResetForm />
    </AuthLayout>
  );
}

import { Link, useParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout
      title="Reset Your Password"
      subtitle="Choose a new password for your account."
      footer={
        <Link to={paths.auth.login.getHref()} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}

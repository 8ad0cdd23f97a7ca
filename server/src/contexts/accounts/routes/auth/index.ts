import type { RoutePlugin } from '../../../../http/route-plugin';
import { changePasswordRoute } from './change-password';
import { emailValidationRoutes } from './email-validation';
import { loginRoute } from './login';
import { logoutRoutes } from './logout';
import { passwordResetRoutes } from './password-reset';
import { refreshRoute } from './refresh';
import { registerRoute } from './register';

/** /api/Auth */
export const authRoutes: RoutePlugin = async (app) => {
  await app.register(loginRoute);
  await app.register(logoutRoutes);
  await app.register(refreshRoute);
  await app.register(registerRoute);
  await app.register(emailValidationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(changePasswordRoute);
};

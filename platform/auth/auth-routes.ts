import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { can, nowOf, passwordsOf, requireUser } from '../http/context.ts';
import { requireAllowedUrl } from '../http/allowed-origins.ts';
import { body } from '../http/input.ts';
import { ApiError, clientError, fieldError } from '../http/errors.ts';
import { all, one, run, transaction } from '../db/database.ts';
import { isCompromised } from './passwords.ts';
import { openSession, revokeSession, revokeUserSessions, rotateRefresh, sessionActive, verifyToken } from './tokens.ts';
import { loginInput, password, passwordConfirmation, registerInput } from './auth-input.ts';
import { createUser, findUserByEmail, loadUser, passwordHashOf, profileOut, saveUser, setPasswordHash, userOut } from '../users/user-store.ts';
import { listRoles, userPermissions } from '../users/roles-store.ts';
import { newRecoveryCodes, newTotpSecret, totpUri } from './two-factor.ts';
import { acceptSecondFactor, networkOf, passwordMatches } from './sign-in-checks.ts';
import { accountKey, networkKey, refund, take, THROTTLES, type Charge } from './throttle.ts';
import { sendMail } from '../outbox/outbox.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const invalidCredentials = () => new ApiError(422, 'CLIENT_INVALID_CREDENTIALS', 'Incorrect login or password');
  const invalidPassword = () => new ApiError(422, 'CLIENT_INVALID_PASSWORD', 'The password is incorrect.');
  const invalidTfaToken = () => new ApiError(422, 'CLIENT_TFA_INVALID_TOKEN', 'The two-factor code is invalid.');
  /** The password confirmation of a signed-in user's settings; wrong guesses count as failed sign-ins of the account. */
  const checkPassword = async (c: C, userId: string, given: string) => {
    const user = loadUser(deps.db, userId)!;
    if (!(await passwordMatches(c, deps, user.email, { id: userId, hash: passwordHashOf(deps.db, userId) }, given))) throw invalidPassword();
  };

  app.post('/login', async (c) => {
    const input = await body(c, loginInput);
    const found = findUserByEmail(deps.db, input.email);
    const account = found && { id: found.user.id, hash: found.password_hash };
    if (!(await passwordMatches(c, deps, input.email, account, input.password)) || !found) throw invalidCredentials();
    if (found.user.tfa?.active) {
      // Heseya names the method in `errors.type`, so a client knows which code to ask for.
      if (!input.code) throw new ApiError(403, 'CLIENT_TFA_REQUIRED', 'A two-factor code is needed to sign in.', { type: found.user.tfa.type });
      if (!(await acceptSecondFactor(c, deps, found.user.id, input.code, { recovery: true }))) throw invalidTfaToken();
    }
    const user = loadUser(deps.db, found.user.id)!;
    const tokens = transaction(deps.db, () => openSession(deps.db, deps.key, user.id, nowOf(deps)));
    return c.json({ data: { ...tokens, user: userOut(deps.db, user, userPermissions(deps.db, user.id), { savedAddresses: true }) } });
  });

  app.post('/auth/refresh', async (c) => {
    const input = await body(c, z.object({ refresh_token: z.string().min(1).max(4000) }));
    const now = nowOf(deps);
    const tokens = transaction(deps.db, () => rotateRefresh(deps.db, deps.key, input.refresh_token, now));
    if (!tokens) throw new ApiError(401, 'CLIENT_TOKEN_INVALID_OR_INACTIVE', 'The refresh token is invalid or expired.');
    const claims = verifyToken(deps.key, tokens.token, 'access', now)!;
    deps.hooks?.refreshed(claims.sub, claims.sid, claims.jti);
    return c.json({
      data: { ...tokens, user: userOut(deps.db, loadUser(deps.db, claims.sub)!, userPermissions(deps.db, claims.sub), { savedAddresses: true }) },
    });
  });

  app.post('/auth/logout', (c) => {
    const user = requireUser(c);
    revokeSession(deps.db, user.sid, nowOf(deps));
    return c.body(null, 204);
  });

  app.post('/register', async (c) => {
    can(c, 'auth.register');
    const input = await body(c, registerInput);
    if (isCompromised(input.password))
      throw fieldError('password', 'VALIDATION_PASSWORD_COMPROMISED', 'This password appeared in a data leak; choose another one.');
    if (input.name.split(/\s+/).length < 2) throw fieldError('name', 'VALIDATION_FULL_NAME', 'Give your first name and surname.');
    if (findUserByEmail(deps.db, input.email)) throw fieldError('email', 'VALIDATION_UNIQUE', 'This email is already registered.');
    const consents = all<{ id: string; data: string }>(deps.db, 'SELECT id, data FROM consents').map((r) => ({
      id: r.id,
      required: (JSON.parse(r.data) as { required: boolean }).required,
    }));
    for (const id of Object.keys(input.consents)) {
      if (!consents.some((x) => x.id === id)) throw fieldError(`consents.${id}`, 'VALIDATION_CONSENT_EXISTS', 'This consent does not exist.');
    }
    if (consents.some((x) => x.required && input.consents[x.id] !== true))
      throw fieldError('consents', 'VALIDATION_REQUIRED_CONSENTS', 'Accept all required consents.');
    const roles = listRoles(deps.db);
    for (const id of input.roles) {
      if (!roles.find((r) => r.id === id)?.is_registration_role)
        throw new ApiError(422, 'CLIENT_REGISTER_WITH_NON_REGISTRATION_ROLE', 'This role cannot be chosen at registration.');
    }
    const passwordHash = await passwordsOf(deps).hash(input.password);
    const user = transaction(deps.db, () => {
      // Checked again: another registration of this address may have finished while the password was hashed.
      if (findUserByEmail(deps.db, input.email)) throw fieldError('email', 'VALIDATION_UNIQUE', 'This email is already registered.');
      const u = createUser(deps.db, { ...input, passwordHash, roleIds: input.roles });
      if (Object.keys(input.metadata_personal).length) saveUser(deps.db, { ...u, metadata_personal: input.metadata_personal });
      return loadUser(deps.db, u.id)!;
    });
    return c.json({ data: userOut(deps.db, user, c.get('rc').permissions) }, 201);
  });

  app.post('/users/reset-password', async (c) => {
    can(c, 'auth.password_reset');
    const input = await body(c, z.object({ email: z.email().max(255), redirect_url: z.url({ protocol: /^https?$/ }).max(2000) }));
    // Checked before the address is looked up: a refusal says nothing about whether the account exists.
    const url = requireAllowedUrl(deps, 'redirect_url', input.redirect_url);
    take(deps.db, nowOf(deps), [
      { key: networkKey('reset', networkOf(c, deps)), rule: THROTTLES.resetNetwork },
      { key: accountKey('reset', input.email), rule: THROTTLES.resetAccount },
    ]);
    const found = findUserByEmail(deps.db, input.email);
    if (found) {
      const token = randomBytes(24).toString('base64url');
      run(
        deps.db,
        'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
        sha(token),
        found.user.id,
        new Date(nowOf(deps) + RESET_TTL_MS).toISOString(),
      );
      url.searchParams.set('token', token);
      url.searchParams.set('email', found.user.email);
      sendMail(deps.dataDir, {
        kind: 'password-reset',
        to: found.user.email,
        subject: 'Reset hasła / Password reset',
        text: `Aby ustawić nowe hasło, otwórz / To set a new password, open:\n${url.toString()}\n\nLink jest ważny przez godzinę / The link is valid for one hour.`,
        data: { token, email: found.user.email, url: url.toString() },
      });
    }
    return c.body(null, 204);
  });

  const findResetUser = (token: string, email: string) => {
    const row = one<{ user_id: string; expires_at: string }>(deps.db, 'SELECT user_id, expires_at FROM password_resets WHERE token_hash = ?', sha(token));
    const user = row ? loadUser(deps.db, row.user_id) : undefined;
    if (!row || !user || row.expires_at < new Date(nowOf(deps)).toISOString() || user.email.toLowerCase() !== email.trim().toLowerCase()) return undefined;
    return user;
  };
  /** A reset link checked against the links handed out; links that match nothing count per network. */
  const resetUser = (c: C, token: string, email: string) => {
    const charges: Charge[] = [{ key: networkKey('reset-token', networkOf(c, deps)), rule: THROTTLES.resetTokenNetwork }];
    take(deps.db, nowOf(deps), charges);
    const user = findResetUser(token, email);
    if (!user) throw new ApiError(422, 'CLIENT_INVALID_TOKEN', 'The reset link is invalid or has expired.');
    refund(deps.db, charges);
    return user;
  };

  app.get('/users/reset-password/:token/:email', (c) => {
    const user = resetUser(c, c.req.param('token'), decodeURIComponent(c.req.param('email')));
    return c.json({ data: userOut(deps.db, user, c.get('rc').permissions) });
  });

  app.put('/users/save-reset-password', async (c) => {
    const input = await body(c, z.object({ token: z.string().min(1).max(200), email: z.email(), password }));
    const user = resetUser(c, input.token, input.email);
    if (isCompromised(input.password))
      throw fieldError('password', 'VALIDATION_PASSWORD_COMPROMISED', 'This password appeared in a data leak; choose another one.');
    const passwordHash = await passwordsOf(deps).hash(input.password);
    transaction(deps.db, () => {
      // The link may have been used while the password was hashed.
      if (findResetUser(input.token, input.email)?.id !== user.id) throw new ApiError(422, 'CLIENT_INVALID_TOKEN', 'The reset link is invalid or has expired.');
      setPasswordHash(deps.db, user.id, passwordHash);
      run(deps.db, 'DELETE FROM password_resets WHERE user_id = ?', user.id);
      // Whoever knew the old password is signed out everywhere.
      revokeUserSessions(deps.db, user.id, undefined, nowOf(deps));
    });
    return c.body(null, 204);
  });

  app.put('/users/password', async (c) => {
    const viewer = requireUser(c);
    can(c, 'auth.password_change');
    const input = await body(
      c,
      z.object({ password: z.string().min(1).max(255), password_new: password, password_confirmation: z.string().max(255).optional() }),
    );
    if (input.password_confirmation !== undefined && input.password_confirmation !== input.password_new)
      throw fieldError('password_confirmation', 'VALIDATION_ERROR', 'Passwords do not match.');
    await checkPassword(c, viewer.id, input.password);
    if (isCompromised(input.password_new))
      throw fieldError('password_new', 'VALIDATION_PASSWORD_COMPROMISED', 'This password appeared in a data leak; choose another one.');
    const passwordHash = await passwordsOf(deps).hash(input.password_new);
    transaction(deps.db, () => {
      setPasswordHash(deps.db, viewer.id, passwordHash);
      // Every other session ends; the one that changed the password stays signed in.
      revokeUserSessions(deps.db, viewer.id, viewer.sid, nowOf(deps));
    });
    return c.body(null, 204);
  });

  app.get('/auth/check', (c) => {
    can(c, 'auth.check_identity');
    // Heseya answers the unauthenticated role's profile here, whoever asks.
    return c.json({ data: profileOut(deps.db, undefined) });
  });

  app.get('/auth/check/:identityToken', (c) => {
    can(c, 'auth.check_identity');
    const now = nowOf(deps);
    const claims = verifyToken(deps.key, c.req.param('identityToken'), 'identity', now);
    // The identity token lives as long as its session: after logout (or a revocation) it is refused.
    const user = claims && sessionActive(deps.db, claims.sid, now) ? loadUser(deps.db, claims.sub) : undefined;
    if (!user) throw new ApiError(422, 'CLIENT_INVALID_IDENTITY_TOKEN', 'The identity token is invalid.');
    return c.json({ data: profileOut(deps.db, user) });
  });

  app.post('/auth/2fa/setup', async (c) => {
    const viewer = requireUser(c);
    const input = await body(c, z.object({ type: z.enum(['app', 'email']) }));
    const user = loadUser(deps.db, viewer.id)!;
    if (user.tfa?.active) throw clientError('CLIENT_TFA_ALREADY_SET_UP', 'Two-factor sign-in is already on.');
    if (input.type !== 'app') throw clientError('CLIENT_INVALID_TFA_TYPE', 'Only the authenticator app method is available.');
    const secret = newTotpSecret();
    saveUser(deps.db, { ...user, tfa: { type: 'app', secret, active: false, recovery_codes: [] } });
    return c.json({ data: { type: 'app', secret, qr_code_url: totpUri(user.email, secret) } });
  });

  app.post('/auth/2fa/confirm', async (c) => {
    const viewer = requireUser(c);
    const input = await body(c, z.object({ code: z.string().min(1).max(64) }));
    const user = loadUser(deps.db, viewer.id)!;
    if (!user.tfa) throw clientError('CLIENT_TFA_NOT_SET_UP', 'Start the two-factor setup first.');
    if (user.tfa.active) throw clientError('CLIENT_TFA_ALREADY_SET_UP', 'Two-factor sign-in is already on.');
    const { codes, hashes } = newRecoveryCodes();
    const accepted = await acceptSecondFactor(c, deps, viewer.id, input.code, {
      recovery: false,
      commit: (saved) => {
        if (saved.tfa.active) throw clientError('CLIENT_TFA_ALREADY_SET_UP', 'Two-factor sign-in is already on.');
        saveUser(deps.db, { ...saved, tfa: { ...saved.tfa, active: true, recovery_codes: hashes } });
        // Sessions opened with the password alone end; this one stays.
        revokeUserSessions(deps.db, viewer.id, viewer.sid, nowOf(deps));
      },
    });
    if (!accepted) throw invalidTfaToken();
    return c.json({ data: { recovery_codes: codes } });
  });

  app.post('/auth/2fa/recovery/create', async (c) => {
    const viewer = requireUser(c);
    const input = await body(c, passwordConfirmation);
    await checkPassword(c, viewer.id, input.password);
    const user = loadUser(deps.db, viewer.id)!;
    if (!user.tfa?.active) throw clientError('CLIENT_TFA_NOT_SET_UP', 'Two-factor sign-in is off.');
    const { codes, hashes } = newRecoveryCodes();
    saveUser(deps.db, { ...user, tfa: { ...user.tfa, recovery_codes: hashes } });
    // A factor changed (ASVS 7.4.3): the other sessions end, this one stays.
    revokeUserSessions(deps.db, viewer.id, viewer.sid, nowOf(deps));
    return c.json({ data: { recovery_codes: codes } });
  });

  app.post('/auth/2fa/remove', async (c) => {
    const viewer = requireUser(c);
    const input = await body(c, passwordConfirmation);
    await checkPassword(c, viewer.id, input.password);
    const user = loadUser(deps.db, viewer.id)!;
    if (!user.tfa?.active) throw clientError('CLIENT_TFA_NOT_SET_UP', 'Two-factor sign-in is off.');
    saveUser(deps.db, { ...user, tfa: null });
    revokeUserSessions(deps.db, viewer.id, viewer.sid, nowOf(deps));
    return c.body(null, 204);
  });

  return app;
}

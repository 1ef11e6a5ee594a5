import { ConfigError, readConfig } from './config.ts';
import { startPlatform } from './app.ts';
import { TEST_SCRYPT } from './auth/passwords.ts';

/** Entry point: `node platform/server.ts` (see platform/README.md for the environment). */
try {
  const config = readConfig(process.env);
  const platform = await startPlatform({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    testHooks: config.testHooks,
    ...(config.testPasswordCost ? { passwordCost: TEST_SCRYPT } : {}),
    demoProducts: config.demoProducts,
    demo: config.demo,
    allowedOrigins: config.allowedOrigins,
    unpaidOrderMinutes: config.unpaidOrderMinutes,
    trustProxy: config.trustProxy,
    webhookAllowedHosts: config.webhookAllowedHosts,
    ...(config.storefrontWebhook ? { storefrontWebhook: config.storefrontWebhook } : {}),
  });
  console.log(`[platform] listening on ${platform.url} (data in ${config.dataDir})`);
  const stop = () => void platform.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

/**
 * `npm run db:migrate`: applies the committed migrations to the database the environment names
 * (DATABASE_URL, else the embedded database in DATA_DIR) and exits. Run it once per release
 * before starting new app instances on a shared PostgreSQL. The app also migrates at start, so
 * this is for deployments that prefer a separate step.
 */
import { closeDatabase, getDatabase } from "@/server/db/client";

try {
  const { driver } = await getDatabase();
  console.log(`Migrations applied (${driver}).`);
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

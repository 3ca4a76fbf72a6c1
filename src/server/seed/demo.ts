import type { Database } from '../db/client.ts';

export type DemoOptions = { timezone: string; today?: string };

export async function seedDemoLeague(_db: Database, _options: DemoOptions): Promise<void> {}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';

describe('the daily backup’s configuration', () => {
  it('makes no backup unless BACKUP_DIR names a folder, and keeps seven files by default', () => {
    expect(loadConfig({}).backup).toEqual({ dir: undefined, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: '  ' }).backup.dir).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/league', BACKUP_KEEP: '30' }).backup).toEqual({
      dir: '/var/backups/league',
      keep: 30,
    });
  });

  it('refuses a number of files to keep that is not a whole number of at least one', () => {
    for (const keep of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ BACKUP_KEEP: keep }), keep).toThrow(ConfigError);
    }
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be at least 1/);
    expect(() => loadConfig({ BACKUP_KEEP: 'many' })).toThrow(/BACKUP_KEEP: must be a number of files/);
  });
});

import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { embedKeysMigration } from '../auth/embed/migrations-0022-embed-keys';
import { userDisabledMigration } from '../auth/migrations-0023-user-disabled';
import { chatMigration } from '../features/chat/migrations-0003-chat';
import { chatKindsMigration } from '../features/chat/migrations-0013-chat-kinds';
import { chatChangesMigration } from '../features/chat/migrations-0014-chat-changes';
import { chatHistoryScaleMigration } from '../features/chat/migrations-0015-chat-history-scale';
import { jobPrintMigration } from '../features/job-print/migrations-0008-job-print';
import { emailJobLogMigration } from '../features/job-print/migrations-0009-email-job-log';
import { emailJobPreviewMigration } from '../features/job-print/migrations-0010-email-job-preview';
import { emailOnceMigration } from '../features/job-print/migrations-0021-email-once';
import { notesMigration } from '../features/notes/migrations-0004-notes';
import { alertsMigration } from '../features/sms/migrations-0005-alerts';
import { alertPartsMigration } from '../features/sms/migrations-0006-alert-parts';
import { smsPhotosMigration } from '../features/sms/migrations-0007-sms-photos';
import { alertSenderVerifiedMigration } from '../features/sms/migrations-0016-alert-sender-verified';
import { pendingMediaMigration } from '../features/sms/migrations-0019-pending-media';
import { replyOnceMigration } from '../features/sms/migrations-0020-reply-once';
import { videoMigration } from '../features/video/migrations-0012-video';
import { serialKey } from './columns';
import { shellMigration } from './migrations-0002-shell';
import { tokenGenerationMigration } from './migrations-0011-token-generation';
import { outboundLimitsMigration } from './migrations-0017-outbound-limits';
import { dashboardRolesMigration } from './migrations-0018-dashboard-roles';
import type { Dialect } from './schema';

type AnyDb = Kysely<unknown>;

function initial(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('companies')
        .addColumn('company_id', 'integer', (c) => c.primaryKey())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('unique_id', 'text', (c) => c.notNull())
        .addColumn('logo_path', 'text', (c) => c.notNull())
        .addColumn('logo_svg', 'text', (c) => c.notNull())
        .addColumn('enable_s3_storage', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('show_only_crew_in_tech_filter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enable_prefer_vendor_for_customer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_tax_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_quote_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_polygon_region', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_lat_lon_based', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('login_id', 'integer', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('password_salt', 'text', (c) => c.notNull())
        .addColumn('role_group', 'integer', (c) => c.notNull())
        .addColumn('vendor_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_tech', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_access_to_all_regions', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('has_access_to_all_work_types', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('theme_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('home_page_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('language_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('time_zone_id', 'text', (c) => c.notNull().defaultTo('Europe/London'))
        .addColumn('map_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('license_expires', 'text')
        .addColumn('password_expires', 'text')
        .addColumn('last_login', 'text')
        .execute();
      await db.schema.createIndex('users_company').on('users').column('company_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema.createIndex('sessions_login').on('sessions').column('login_id').execute();

      await db.schema
        .createTable('company_settings')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('setting_id', 'integer', (c) => c.notNull())
        .addColumn('setting_value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_settings_pk', ['company_id', 'setting_id'])
        .execute();

      await db.schema
        .createTable('company_languages')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('language_id', 'integer', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('culture', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_languages_pk', ['company_id', 'language_id'])
        .execute();

      await db.schema
        .createTable('quick_search_options')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('quick_search_id', 'integer', (c) => c.notNull())
        .addColumn('quick_search_by', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('quick_search_options_pk', ['company_id', 'quick_search_id'])
        .execute();

      await db.schema
        .createTable('menus')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.company_id'))
        .addColumn('language_id', 'integer', (c) => c.notNull())
        .addColumn('menu_id', 'integer', (c) => c.notNull())
        .addColumn('parent_menu_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('menu_name', 'text', (c) => c.notNull())
        .addColumn('ui_page_name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_external', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('act_class', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_role_group', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('menus_pk', ['company_id', 'language_id', 'menu_id'])
        .execute();

      await db.schema
        .createTable('privileges')
        .addColumn('login_id', 'integer', (c) => c.notNull().references('users.login_id'))
        .addColumn('module_id', 'integer', (c) => c.notNull())
        .addColumn('module_name', 'text', (c) => c.notNull())
        .addColumn('can_view', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('can_add', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('can_edit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('can_delete', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('privileges_pk', ['login_id', 'module_id'])
        .execute();

      await db.schema
        .createTable('web_logs')
        .addColumn('log_id', ...serialKey(dialect))
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('client_ip', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('status_text', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('body', 'text')
        .addColumn('logged_at', 'text', (c) => c.notNull())
        .addColumn('app_version', 'text')
        .addColumn('company_id', 'integer')
        .addColumn('login_id', 'integer')
        .addColumn('page_url', 'text')
        .execute();

      await db.schema
        .createTable('page_visits')
        .addColumn('visit_id', ...serialKey(dialect))
        .addColumn('login_id', 'integer', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('page_name', 'text', (c) => c.notNull())
        .addColumn('remarks', 'text', (c) => c.notNull())
        .addColumn('visited_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('page_visits_login').on('page_visits').column('login_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'page_visits',
        'web_logs',
        'privileges',
        'menus',
        'quick_search_options',
        'company_languages',
        'company_settings',
        'sessions',
        'users',
        'companies',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/** The migrations, in code, in order; the same set runs on SQLite and PostgreSQL. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () => ({
      '0001_initial': initial(dialect),
      '0002_shell': shellMigration,
      '0003_chat': chatMigration(dialect),
      '0004_notes': notesMigration(dialect),
      '0005_alerts': alertsMigration(dialect),
      '0006_alert_parts': alertPartsMigration,
      '0007_sms_photos': smsPhotosMigration,
      '0008_job_print': jobPrintMigration,
      '0009_email_job_log': emailJobLogMigration(dialect),
      '0010_email_job_preview': emailJobPreviewMigration,
      '0011_token_generation': tokenGenerationMigration,
      '0012_video': videoMigration,
      '0013_chat_kinds': chatKindsMigration,
      '0014_chat_changes': chatChangesMigration,
      '0015_chat_history_scale': chatHistoryScaleMigration(dialect),
      '0016_alert_sender_verified': alertSenderVerifiedMigration,
      '0017_outbound_limits': outboundLimitsMigration,
      '0018_dashboard_roles': dashboardRolesMigration,
      '0019_pending_media': pendingMediaMigration,
      '0020_reply_once': replyOnceMigration,
      '0021_email_once': emailOnceMigration,
      '0022_embed_keys': embedKeysMigration,
      '0023_user_disabled': userDisabledMigration,
    }),
  };
}

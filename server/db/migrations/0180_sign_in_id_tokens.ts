import type { Kysely } from 'kysely';

/**
 * An external identity provider's ID token, kept server-side with the sign-in that opened a session
 * (sign_in_codes.id_token) until sign-out sends it back as id_token_hint: the provider then ends its session
 * without asking the user to confirm.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_codes').addColumn('id_token', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_codes').dropColumn('id_token').execute();
}

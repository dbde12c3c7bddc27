import { sql, type Kysely } from 'kysely';

const MEDIA = '/api/cms/media';
const SEEDED_SLIDE = `^${MEDIA}/slide-[a-z]+-(tr|en)-576\\.svg$`;
const POSTER = `${MEDIA}/video-casino-poster.svg`;
const POSTER_PHONE = `${MEDIA}/video-casino-poster-phone.svg`;
const popupImages = (name: string) =>
  JSON.stringify([576, 992, 1200].map((w) => `${MEDIA}/${name}-${w}.svg`));

/**
 * Banner art for the phone's shape (spec §2 picture sources; never crop a headline):
 * - a slide's images may carry a fourth picture, drawn below 576 px; the seeded slides get theirs
 *   (`slide-<key>-<locale>-phone.svg`, 3:2). Slides an operator changed keep what they have.
 * - the casino video banner gets a phone poster (`poster_phone`), its box shaped like it there.
 * - the popup's seeded picture had words of both languages in it; it becomes a picture without
 *   words, the dialog giving its title and link in the language on screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update banner_slide_i18n
       set images = images || jsonb_build_array(replace(images->>0, '-576.svg', '-phone.svg'))
     where jsonb_array_length(images) = 3 and images->>0 ~ ${SEEDED_SLIDE}`.execute(db);

  await db.schema
    .alterTable('video_banner')
    .addColumn('poster_phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update video_banner set poster_phone = ${POSTER_PHONE} where poster = ${POSTER}`.execute(
    db,
  );

  await sql`
    update site_settings set popup_images = ${popupImages('popup-welcome-art')}::jsonb
     where popup_images = ${popupImages('popup-welcome')}::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update site_settings set popup_images = ${popupImages('popup-welcome')}::jsonb
     where popup_images = ${popupImages('popup-welcome-art')}::jsonb`.execute(db);
  await db.schema.alterTable('video_banner').dropColumn('poster_phone').execute();
  await sql`
    update banner_slide_i18n set images = images - 3
     where jsonb_array_length(images) = 4 and images->>0 ~ ${SEEDED_SLIDE}
       and images->>3 = replace(images->>0, '-576.svg', '-phone.svg')`.execute(db);
}

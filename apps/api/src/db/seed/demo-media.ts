import type { Translations } from '@coperto/shared/common/translations';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type StoredImageFile, storeImage } from '../../modules/media/image-pipeline';
import {
  type RestaurantRow,
  touchRestaurant,
} from '../../modules/restaurants/restaurants.repository';
import { findPublicRestaurantByHostname } from '../../modules/sites/sites.repository';
import type { StoragePort } from '../../ports/storage/storage-port';
import type { Database } from '../client';
import { galleryImages, mediaFiles } from '../schema/site';
import { restaurants } from '../schema/tenancy';
import { systemAccess } from '../system-access';
import { runAsTenant } from '../tenant-scope';
import { type ArtworkName, readArtwork } from './demo-art';
import { DEMO } from './demo-seed';

interface DemoArt {
  hero: ArtworkName;
  alternate: ArtworkName;
  /** Left out for the Pizzeria, so the site's default logo shows somewhere. */
  logo?: ArtworkName;
  gallery: { artwork: ArtworkName; caption: Translations }[];
}

const DEMO_ART: Record<keyof typeof DEMO.hosts, DemoArt> = {
  trattoria: {
    hero: 'trattoria-hero',
    alternate: 'trattoria-terrace',
    logo: 'trattoria-logo',
    gallery: [
      {
        artwork: 'trattoria-carbonara',
        caption: {
          it: 'Rigatoni alla carbonara, con guanciale croccante e pecorino',
          en: 'Rigatoni carbonara with crispy guanciale and pecorino',
        },
      },
      {
        artwork: 'trattoria-carciofi',
        caption: {
          it: 'Carciofi alla romana, con mentuccia e limone',
          en: 'Roman-style artichokes with wild mint and lemon',
        },
      },
      {
        artwork: 'trattoria-bread',
        caption: {
          it: 'Pane, focaccia e grissini sfornati ogni mattina',
          en: 'Bread, focaccia and grissini, baked every morning',
        },
      },
      {
        artwork: 'trattoria-wine-toast',
        caption: { it: 'Un brindisi con il rosso della casa', en: 'A toast with our house red' },
      },
      {
        artwork: 'trattoria-tiramisu',
        caption: { it: 'Il tiramisù della nonna', en: 'Grandma’s tiramisù' },
      },
      {
        artwork: 'trattoria-espresso',
        caption: {
          it: 'Un espresso per chiudere in bellezza',
          en: 'An espresso to round off the meal',
        },
      },
    ],
  },
  pizzeria: { hero: 'pizzeria-hero', alternate: 'pizzeria-oven', gallery: [] },
  osteria: {
    hero: 'osteria-hero',
    alternate: 'osteria-cellar',
    logo: 'osteria-logo',
    gallery: [
      {
        artwork: 'osteria-ribollita',
        caption: {
          it: 'Ribollita con cavolo nero e olio nuovo',
          en: 'Ribollita with black kale and new-season olive oil',
          fr: 'Ribollita au chou noir et à l’huile nouvelle',
        },
      },
      {
        artwork: 'osteria-bistecca',
        caption: {
          it: 'Bistecca alla fiorentina, al sangue come vuole la tradizione',
          en: 'Florentine T-bone steak, rare as tradition demands',
          fr: 'Bistecca à la florentine, saignante comme le veut la tradition',
        },
      },
      {
        artwork: 'osteria-tagliere',
        caption: {
          it: 'Tagliere di salumi e pecorino toscano',
          en: 'A board of Tuscan cured meats and pecorino',
          fr: 'Planche de charcuterie et de pecorino toscans',
        },
      },
      {
        artwork: 'osteria-chianti',
        caption: {
          it: 'Il nostro Chianti, servito nel fiasco',
          en: 'Our Chianti, served in the straw flask',
          fr: 'Notre Chianti, servi en fiasque',
        },
      },
      {
        artwork: 'osteria-bread-and-oil',
        caption: {
          it: 'Pane toscano e olio extravergine del frantoio',
          en: 'Tuscan bread and extra-virgin oil from the mill',
          fr: 'Pain toscan et huile d’olive vierge extra du moulin',
        },
      },
      {
        artwork: 'osteria-cantucci',
        caption: {
          it: 'Cantucci e vin santo',
          en: 'Cantucci and vin santo',
          fr: 'Cantucci et vin santo',
        },
      },
    ],
  },
};

/** Whether a `/media/…` URL names a file the storage still holds. */
async function isStored(storage: StoragePort, url: string | null): Promise<boolean> {
  if (!url?.startsWith('/media/')) return false;
  try {
    return (await storage.get(url.slice('/media/'.length))) !== undefined;
  } catch {
    return false;
  }
}

/** Renders one illustration and runs it through the same pipeline as an upload. */
async function storeArtwork(storage: StoragePort, restaurant: RestaurantRow, name: ArtworkName) {
  // PNG at the fastest compression: it is only the pipeline's input.
  const bytes = await sharp(Buffer.from(readArtwork(name).svg))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return storeImage(storage, { mediaPrefix: restaurant.media_prefix, area: 'images', bytes });
}

function mediaFileRow(restaurant: RestaurantRow, image: StoredImageFile, now: Date) {
  return {
    business_id: restaurant.business_id,
    restaurant_id: restaurant.id,
    area: 'images',
    url: image.src,
    width: image.width,
    height: image.height,
    original_bytes: image.originalBytes,
    original_format: image.originalFormat,
    created_at: now,
  };
}

/** The pictures of one restaurant, drawn and stored: nothing in the database yet. */
async function drawPictures(storage: StoragePort, restaurant: RestaurantRow, demo: DemoArt) {
  const hero = await storeArtwork(storage, restaurant, demo.hero);
  const alternate = await storeArtwork(storage, restaurant, demo.alternate);
  const logo = demo.logo && (await storeArtwork(storage, restaurant, demo.logo));
  const gallery: { image: StoredImageFile; caption: Translations }[] = [];
  for (const item of demo.gallery) {
    gallery.push({
      image: await storeArtwork(storage, restaurant, item.artwork),
      caption: item.caption,
    });
  }
  return { hero, alternate, logo, gallery };
}

/** Records the stored pictures and shows them on the restaurant, in one transaction. */
async function hangPictures(
  db: Database,
  storage: StoragePort,
  restaurant: RestaurantRow,
  pictures: Awaited<ReturnType<typeof drawPictures>>,
  now: Date,
) {
  const { hero, alternate, logo, gallery } = pictures;
  const images = [hero, alternate, ...(logo ? [logo] : []), ...gallery.map((g) => g.image)];
  // Gallery rows whose file is gone (a reset media folder) would show as broken images.
  const current = await db
    .select({ id: galleryImages.id, image_url: galleryImages.image_url })
    .from(galleryImages)
    .where(eq(galleryImages.restaurant_id, restaurant.id));
  const broken: number[] = [];
  for (const row of current) if (!(await isStored(storage, row.image_url))) broken.push(row.id);

  await runAsTenant(db, restaurant.business_id, async (tx) => {
    await tx.insert(mediaFiles).values(images.map((image) => mediaFileRow(restaurant, image, now)));
    for (const id of broken) await tx.delete(galleryImages).where(eq(galleryImages.id, id));
    if (gallery.length > 0) {
      const after = current.length - broken.length;
      await tx.insert(galleryImages).values(
        gallery.map(({ image, caption }, index) => ({
          business_id: restaurant.business_id,
          restaurant_id: restaurant.id,
          image_url: image.src,
          caption,
          position: after + index,
          created_at: now,
        })),
      );
    }
    await tx
      .update(restaurants)
      .set({
        image_url: hero.src,
        alt_image_url: alternate.src,
        ...(logo && { logo_url: logo.src }),
      })
      .where(eq(restaurants.id, restaurant.id));
    await touchRestaurant(tx, restaurant.id, now);
  });
}

/**
 * Gives the demo restaurants their pictures: flat illustrations from demo-data/art/ (demo-'ts'), stored
 * through the images pipeline like any upload. A restaurant whose hero image is stored already
 * is left alone, so running it again (every start) costs one storage read per restaurant.
 * Answers the names of the restaurants it illustrated.
 */
export async function seedDemoMedia(
  db: Database,
  storage: StoragePort,
  options: { now?: Date } = {},
): Promise<string[]> {
  const system = systemAccess(db);
  const todo: { restaurant: RestaurantRow; demo: DemoArt }[] = [];
  for (const [key, demo] of Object.entries(DEMO_ART)) {
    const hostname = DEMO.hosts[key as keyof typeof DEMO.hosts];
    const restaurant = await findPublicRestaurantByHostname(system, hostname);
    if (restaurant && !(await isStored(storage, restaurant.image_url))) {
      todo.push({ restaurant, demo });
    }
  }
  // Drawing and encoding run on libvips threads: the restaurants side by side use every core.
  const pictures = await Promise.all(
    todo.map(({ restaurant, demo }) => drawPictures(storage, restaurant, demo)),
  );
  const now = options.now ?? new Date();
  for (const [index, { restaurant }] of todo.entries()) {
    await hangPictures(db, storage, restaurant, pictures[index]!, now);
  }
  return todo.map(({ restaurant }) => restaurant.name);
}

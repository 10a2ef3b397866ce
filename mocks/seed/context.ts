// What every seed generator shares: one seeded faker, one id counter and the reference date.
import type { Faker } from "@faker-js/faker";
import { faker as fakerEnUs } from "@faker-js/faker/locale/en_US";
import type { AddressRow, PhoneRow } from "../store/tables.ts";

export interface SeedContext {
  faker: Faker;
  referenceDate: Date;
  nextId(): number;
  /** An ISO date `days` before the reference date, at a seeded time of day. */
  daysAgo(days: number): string;
  address(): AddressRow;
  phone(): PhoneRow;
}

// Faker's class and its en_US definitions (en_US, then en, then base, merged), taken from the
// package's en_US entry: importing them from its index made esbuild parse all 70 locales (1.9 MB) on
// every build for three of them. Each context still gets its own seeded instance.
const FakerClass = fakerEnUs.constructor as typeof Faker;

export function createSeedContext(seed: number, referenceDate: Date, firstId = 1): SeedContext {
  const faker = new FakerClass({ locale: fakerEnUs.rawDefinitions, seed });
  faker.setDefaultRefDate(referenceDate);
  let id = firstId;
  const nextId = () => id++;
  return {
    faker,
    referenceDate,
    nextId,
    daysAgo(days) {
      const minutes = faker.number.int({ min: 8 * 60, max: 18 * 60 });
      return new Date(
        referenceDate.getTime() - days * 86_400_000 + minutes * 60_000 - 12 * 3_600_000,
      ).toISOString();
    },
    address: () => ({
      id: nextId(),
      address1: faker.location.streetAddress(),
      address2: faker.datatype.boolean(0.2) ? faker.location.secondaryAddress() : "",
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      zipCode: faker.location.zipCode("#####"),
      firstName: "",
      lastName: "",
      sourceId: "",
    }),
    phone: () => ({ id: nextId(), number: faker.string.numeric(10), extension: "" }),
  };
}

// What every seed generator shares: one seeded faker, one id counter and the reference date (D22).
import { Faker, base, en, en_US } from "@faker-js/faker";
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

export function createSeedContext(seed: number, referenceDate: Date, firstId = 1): SeedContext {
  const faker = new Faker({ locale: [en_US, en, base], seed });
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

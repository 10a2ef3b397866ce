// test/package-build-fixture.ts taking one more name from a package (test/package-build.test.ts).
import { useId, useState } from "react";

export const hookTypes = [typeof useId, typeof useState];

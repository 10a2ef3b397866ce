// test/package-build-fixture.ts taking one more name from a package, and a subpath of it
// (test/package-build.test.ts).
import { useId, useState } from "react";
import { jsx } from "react/jsx-runtime";

export const hookTypes = [typeof useId, typeof useState, typeof jsx];

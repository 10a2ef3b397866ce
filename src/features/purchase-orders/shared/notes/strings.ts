// The notes' and attachments' texts (extension "notes", D239-D241): ours, not the spec's. Loaded with
// their chunk.
export const NOTES_TEXT = {
  heading: "Notes",
  internal: "Internal Note",
  internalHint: "For your store only: never printed or sent.",
  supplier: "Note to Supplier",
  supplierHint: "Printed on the PDF and sent with it.",
  none: "None.",
  edit: "Edit Notes",
  save: "Save Notes",
  saving: "Saving",
  cancel: "Cancel",
  tooLong: (field: string, max: number) => `${field} is too long: at most ${max} characters.`,
  loading: "Loading the notes and files.",
  failed: (reason: string) => `The notes and files could not be loaded: ${reason}`,
  saveFailed: (reason: string) => `The notes were not saved: ${reason}`,

  files: "Attachments",
  noFiles: "No files yet.",
  addFile: "Add File",
  addPhoto: "Add Photo",
  fileHint: (max: number) => `PDF, PNG or JPEG, up to 10 MB each; ${max} per order.`,
  photoHint: (max: number) => `A JPEG or PNG photo of up to 10 MB; ${max} files per order.`,
  full: (max: number) => `This order holds ${max} files, the most it may: remove one to add another.`,
  adding: (name: string) => `Adding ${name}`,
  added: (name: string) => `${name} added.`,
  tooBig: (name: string) => `${name} is over 10 MB: it was not added.`,
  addFailed: (name: string, reason: string) => `${name} was not added: ${reason}`,
  by: (name: string, when: string) => `${name}, ${when}`,
  open: (name: string) => `Open ${name}`,
  opening: "Opening",
  openFailed: (name: string, reason: string) => `${name} could not be opened: ${reason}`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  removeFailed: (name: string, reason: string) => `${name} was not removed: ${reason}`,
  removed: (name: string) => `${name} removed.`,
  kind: { "application/pdf": "PDF", "image/png": "PNG", "image/jpeg": "JPEG" } as Record<string, string>,
  size: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 2 ** 20).toFixed(1)} MB`,

  photos: "Photos of This Delivery",
  photosHint: "A photo of a damaged box or a delivery note goes with the order.",
  noPhotos: "No photos yet.",
} as const;

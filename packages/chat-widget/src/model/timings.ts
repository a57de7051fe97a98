/** The file picker opens this long after Images, Document or 'Add New' is chosen (spec, section 9). */
export const FILE_PICKER_DELAY_MS = 1000;

/**
 * The animated scroll to the newest message runs this long after a message is added (spec, section 9). The list is
 * pinned to the bottom at once too; the late scroll also takes in what grew since, such as image previews.
 */
export const SCROLL_TO_BOTTOM_DELAY_MS = 300;

/** The data encryption key of the test apps and of the servers the tests start. */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.alloc(32, 0x5a);
export const TEST_DATA_ENCRYPTION_KEY_BASE64 = TEST_DATA_ENCRYPTION_KEY.toString('base64');

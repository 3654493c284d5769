/*
 * SQLite collations matching the portal's name order (plugins/common/documents/model/name-order.ts):
 * ICU with numeric collation at tertiary strength, then UTF-16 code units where ICU finds the names equal
 * (JavaScript's `a < b`). better-sqlite3 cannot register collations itself, so this is loaded as an extension.
 * The collations take the database's UTF-8 as it is: registered for UTF-16, SQLite converted both names into
 * new allocations on every comparison of a sort.
 */
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1
#include <unicode/ucol.h>

static const struct { const char *name; const char *locale; } COLLATIONS[] = {
  { "portico_root", "und@colNumeric=yes" },
  { "portico_es", "es@colNumeric=yes" },
  { "portico_fr_ca", "fr_CA@colNumeric=yes" },
};

/* The first UTF-16 code unit of code point `c`: supplementary characters (surrogates) come before U+E000-U+FFFF. */
static unsigned leadUnit(unsigned c) { return c < 0x10000 ? c : 0xD800 + ((c - 0x10000) >> 10); }

/* The code point of the well-formed UTF-8 sequence at `s` (SQLite hands collations valid text). */
static unsigned decode(const unsigned char *s, int length) {
  if (s[0] < 0x80 || length < 2) return s[0];
  if (s[0] < 0xE0) return ((s[0] & 0x1F) << 6) | (s[1] & 0x3F);
  if (s[0] < 0xF0 || length < 4) return ((s[0] & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (length > 2 ? s[2] & 0x3F : 0);
  return ((s[0] & 0x07) << 18) | ((s[1] & 0x3F) << 12) | ((s[2] & 0x3F) << 6) | (s[3] & 0x3F);
}

/* UTF-16 code-unit order of two UTF-8 strings, as JavaScript's `a < b`: byte order, except at a differing
 * character where one is supplementary and the other U+E000-U+FFFF. */
static int compareCodeUnits(int lengthA, const unsigned char *a, int lengthB, const unsigned char *b) {
  int n = lengthA < lengthB ? lengthA : lengthB, i = 0;
  while (i < n && a[i] == b[i]) i++;
  if (i == n) return lengthA < lengthB ? -1 : lengthA > lengthB ? 1 : 0;
  while (i > 0 && (a[i] & 0xC0) == 0x80) i--; /* back to the start of the differing character */
  unsigned ca = decode(a + i, lengthA - i), cb = decode(b + i, lengthB - i);
  unsigned ua = leadUnit(ca), ub = leadUnit(cb);
  if (ua != ub) return ua < ub ? -1 : 1;
  return ca < cb ? -1 : 1;
}

static int compare(void *collator, int lengthA, const void *a, int lengthB, const void *b) {
  UErrorCode status = U_ZERO_ERROR;
  UCollationResult r = ucol_strcollUTF8((UCollator *)collator, a, lengthA, b, lengthB, &status);
  if (U_SUCCESS(status) && r != UCOL_EQUAL) return r == UCOL_LESS ? -1 : 1;
  return compareCodeUnits(lengthA, a, lengthB, b);
}

static void destroy(void *collator) { ucol_close((UCollator *)collator); }

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_porticocollation_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
  SQLITE_EXTENSION_INIT2(api);
  for (unsigned i = 0; i < sizeof COLLATIONS / sizeof COLLATIONS[0]; i++) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(COLLATIONS[i].locale, &status);
    if (U_FAILURE(status)) {
      *error = sqlite3_mprintf("portico collation %s: %s", COLLATIONS[i].name, u_errorName(status));
      return SQLITE_ERROR;
    }
    ucol_setStrength(collator, UCOL_TERTIARY);
    int rc = sqlite3_create_collation_v2(db, COLLATIONS[i].name, SQLITE_UTF8, collator, compare, destroy);
    if (rc != SQLITE_OK) {
      ucol_close(collator);
      return rc;
    }
  }
  return SQLITE_OK;
}

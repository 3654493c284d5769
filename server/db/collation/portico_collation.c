/*
 * SQLite collations matching the portal's name order (plugins/common/documents/model/name-order.ts):
 * ICU with numeric collation at tertiary strength, then UTF-16 code units where ICU finds the names equal
 * (JavaScript's `a < b`). better-sqlite3 cannot register collations itself, so this is loaded as an extension.
 */
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1
#include <unicode/ucol.h>
#include <unicode/ustring.h>

static const struct { const char *name; const char *locale; } COLLATIONS[] = {
  { "portico_root", "und@colNumeric=yes" },
  { "portico_es", "es@colNumeric=yes" },
  { "portico_fr_ca", "fr_CA@colNumeric=yes" },
};

static int compare(void *collator, int lengthA, const void *a, int lengthB, const void *b) {
  const UChar *ua = a, *ub = b;
  int32_t unitsA = lengthA / 2, unitsB = lengthB / 2;
  UCollationResult r = ucol_strcoll((UCollator *)collator, ua, unitsA, ub, unitsB);
  if (r != UCOL_EQUAL) return r == UCOL_LESS ? -1 : 1;
  int c = u_strCompare(ua, unitsA, ub, unitsB, 0); /* 0: code-unit order, as JavaScript compares */
  return c < 0 ? -1 : c > 0 ? 1 : 0;
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
    int rc = sqlite3_create_collation_v2(db, COLLATIONS[i].name, SQLITE_UTF16_ALIGNED, collator, compare, destroy);
    if (rc != SQLITE_OK) {
      ucol_close(collator);
      return rc;
    }
  }
  return SQLITE_OK;
}

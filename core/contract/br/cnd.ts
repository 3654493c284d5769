import { Type, type Static } from '@sinclair/typebox';
import { Input, IsoDateTime } from '../common';
import { FilterQueryParam, IdParam, IsoDate, PagedList, PageQueryProps } from './common';
import { CND_ISSUERS, CND_STATUSES } from './constants';

export const CndIssuerSchema = Type.Union(CND_ISSUERS.map((i) => Type.Literal(i)));
export const CndStatusSchema = Type.Union(CND_STATUSES.map((s) => Type.Literal(s)));

export const CndAgency = Type.Object({
  id: Type.String(),
  name: Type.String(),
  issuer: CndIssuerSchema,
  /** UF for state offices, municipality for municipal ones, null for federal issuers. */
  jurisdiction: Type.Union([Type.String(), Type.Null()]),
  validityDays: Type.Integer(),
});

/** Client agency link of spec 001 §3. */
export const ClientAgency = Type.Object({
  id: Type.String(),
  agencyId: Type.String(),
  clientId: Type.String(),
  agency: CndAgency,
});

export const ClientAgenciesQuery = Input({ ...PageQueryProps, filter: Type.Optional(FilterQueryParam) });
export const ClientAgencyPage = PagedList(ClientAgency);

export const CrawlerHistoryQuery = Input({
  ...PageQueryProps,
  filter: Type.Optional(FilterQueryParam),
  /** "clientAgencyExpanded" adds the client agency link with its agency to each item. */
  expand: Type.Optional(Type.String({ maxLength: 100 })),
});

export const CndDocumentLink = Type.Object({
  fileName: Type.String(),
  size: Type.Integer(),
  /** Short-lived URL: a GET returns the certificate PDF without further headers. */
  downloadUrl: Type.String(),
  expiresAt: IsoDateTime,
});

/** Crawler history record of spec 001 §3, newest first. */
export const CrawlerHistoryRecord = Type.Object({
  id: Type.String(),
  agencyId: Type.String(),
  clientId: Type.String(),
  crawledAt: IsoDateTime,
  status: CndStatusSchema,
  statusLabel: Type.String(),
  certificateNumber: Type.String(),
  issuedAt: IsoDate,
  expiresAt: IsoDate,
  expired: Type.Boolean(),
  document: CndDocumentLink,
  clientAgencyExpanded: Type.Optional(ClientAgency),
});
export const CrawlerHistoryPage = PagedList(CrawlerHistoryRecord);
export const CrawlerHistoryParams = Input({ id: IdParam });
export const CndContentQuery = Input({ token: Type.String({ minLength: 1, maxLength: 2000 }) });

export type ClientAgency = Static<typeof ClientAgency>;
export type CrawlerHistoryRecord = Static<typeof CrawlerHistoryRecord>;

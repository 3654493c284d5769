import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db, DatabaseKind } from '../db/database';
import type { Principal, SessionService } from '../auth/session-service';
import type { BlobStore } from '../storage/blob-store';
import type { Mailer } from '../mail/mailer';
import type { JobQueue } from '../jobs/queue';
import type { ContributionsOf } from '../kit/contributions';
import type { EndpointDeclaration, EndpointAccess } from '@portico/contract/endpoint';
import type { StaffRole } from '@portico/contract/profile';
import type { App } from './type-provider';
import type { PortalConfig } from '@portico/contract/portal-config';
import { forbidden, unauthenticated } from './errors';

/** What every route module receives: the configuration and the services built once per server. */
export interface AppContext {
  config: ServerConfig;
  /** registry.json's variant as this server serves it (its plugins and flag values). */
  portal: PortalConfig;
  db: Db;
  dbKind: DatabaseKind;
  sessions: SessionService;
  blobs: BlobStore;
  mailer: Mailer;
  /** Work done outside requests, once across instances (server/jobs). */
  jobs: JobQueue;
  /** What the enabled features contribute to a point a feature declares (server/kit/contributions.ts). */
  contributions: ContributionsOf;
}

/** A domain's routes: a function registering them on an encapsulated Fastify instance. */
export type RouteModule = (app: App, ctx: AppContext) => void | Promise<void>;

/** Who may call a route: anyone, any live session (the default), or a firm staff session. */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Set on a 'staff' or 'firm-admin' route: the staff member calling it (see staffOf). */
    staff: StaffMember | null;
  }
  interface FastifyContextConfig {
    /**
     * 'session' (the default, also for routes that declare nothing) requires a live UDSLongToken;
     * 'staff' a firm staff session; 'public' takes any caller. A route with a :clientId parameter is
     * client-scoped: the guard checks the caller's access to that client before the handler runs.
     */
    auth?: RouteAccess;
    /** Request media types the route takes; JSON by default. */
    accepts?: string[];
    /** A write that a preview session may still make (ending the session). */
    previewAllowed?: boolean;
    /** The declaration the route serves (set by `serve`; the endpoint test pairs routes with declarations by it). */
    endpoint?: EndpointDeclaration;
  }
}

/** The staff member behind a staff route's request: their user, their firm and their role in it. */
export interface StaffMember {
  /** The person, or for a firm API key the administrator who made it. */
  userId: string;
  firmId: number;
  role: StaffRole;
  /** Set when the firm's own system called with an API key: no session, so principalOf has no answer. */
  apiKeyId?: string;
}

/** The calling staff member; only a route declared with access 'staff' or 'firm-admin' has one. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw forbidden('STAFF_ONLY', 'Only firm staff may use this call');
  return request.staff;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

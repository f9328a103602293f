export { createUsersRepo, type UsersRepo } from './users.repo';
export { createUsersService, usernameFromEmail, type UsersService } from './users.service';
export { createGuards, principalOf, type Guards, type Principal } from './guards';
export { meRoutes, adminUsersRoutes } from './users.routes';

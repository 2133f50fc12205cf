// The home feature's public entry (server-only): the departments the links page lists.
export { type Department, getDepartments } from './home.server';

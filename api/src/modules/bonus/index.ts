// The bonus domain as other modules see it: a module reaches another only through its index.
export { default as bonusModule } from './plugin';

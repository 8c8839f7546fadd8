export { BankConnectionCard } from './components/bank-connection-card.tsx';
export { WalletsCard } from './components/wallets-card.tsx';

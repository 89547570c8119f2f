-- Real-time salary pays two wages per round: the contract's rate (the loss wage) on the bets of rounds the players
-- lost, and this one (the win wage) on the bets of rounds they won. Other kinds leave it empty.
alter table agent_contract add column win_rate_bp integer check (win_rate_bp between 0 and 10000);
update agent_contract set win_rate_bp = rate_bp where kind = 'realtime_salary';

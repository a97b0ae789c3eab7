// The bar is shared with the student's progress page: it lives in src/components.
export { formatPercent, PercentBar } from '../../../components/PercentBar';

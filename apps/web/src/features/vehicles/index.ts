// What other parts of the app may compose: the driver page's connected-car section.
export { DriverVehicleSection, type DriverVehicleSectionProps } from './components/driver-vehicle-section.tsx';

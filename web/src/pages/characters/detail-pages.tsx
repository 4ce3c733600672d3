// The /characters detail pages as route components (the handbook mounts the same pages with its own back paths).
import { BackgroundDetail } from './backgrounds/BackgroundDetail.tsx';
import { ClassDetail } from './classes/ClassDetail.tsx';
import { SpeciesDetail } from './species/SpeciesDetail.tsx';

export const SpeciesPage = () => <SpeciesDetail />;
export const ClassPage = () => <ClassDetail />;
export const BackgroundPage = () => <BackgroundDetail />;
export const HandbookSpeciesPage = () => <SpeciesDetail handbook />;
export const HandbookClassPage = () => <ClassDetail handbook />;
export const HandbookBackgroundPage = () => <BackgroundDetail handbook />;

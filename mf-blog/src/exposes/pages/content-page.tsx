import { ContentPage } from '../../pages/content-page';

export default ContentPage;

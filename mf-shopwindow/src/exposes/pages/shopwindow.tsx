import { ShopwindowPage } from '../../pages/shopwindow';

export default ShopwindowPage;

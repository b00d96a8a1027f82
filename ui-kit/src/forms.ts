/** Form controls and data views: loaded by the pages that show them, never at first paint. */
export {
  AutoComplete,
  Checkbox,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Progress,
  Radio,
  Select,
  Slider,
  Statistic,
  Steps,
  Table,
  Tabs,
} from 'antd';
export type { InputRef, SelectProps, SliderSingleProps } from 'antd';

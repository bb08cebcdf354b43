import { message as staticMessage, Modal, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

type Open = (props: ModalFuncProps) => unknown;

/**
 * antd's toast and dialog instances that follow the current theme and locale. Code outside
 * React (the http client) uses these; <FeedbackBridge> fills them once the app is mounted.
 */
export const feedback: { message: MessageInstance; modal: { confirm: Open; warning: Open; error: Open; info: Open } } = {
  message: staticMessage,
  modal: Modal,
};

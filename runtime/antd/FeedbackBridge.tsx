import { App } from 'antd';
import { useEffect } from 'react';
import { feedback } from './feedback.ts';

/** Hands antd's context-aware message and modal APIs to code outside React. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    feedback.message = message;
    feedback.modal = modal;
  }, [message, modal]);
  return null;
}

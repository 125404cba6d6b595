import type { PolicyDraft } from '@/lib/policies/policy-sql'
import type { PolicyTemplate } from '@/lib/policies/policy-templates'

/**
 * Private channels are authorised by RLS on realtime.messages: a SELECT policy lets a role receive
 * (broadcast and presence), an INSERT policy lets it send. realtime.topic() is the channel's name and
 * the `extension` column says which feature a message is for ('broadcast' or 'presence').
 */
export const REALTIME_SCHEMA = 'realtime'
export const REALTIME_MESSAGES_TABLE = 'messages'

export function realtimePolicyDraft(): PolicyDraft {
  return { schema: REALTIME_SCHEMA, table: REALTIME_MESSAGES_TABLE, name: '', command: 'SELECT', action: 'PERMISSIVE', roles: [], using: '', check: '' }
}

function topicLiteral(topic: string): string {
  return `'${topic.replaceAll("'", "''")}'`
}

/** Starting points; `topic` (a channel name such as room:lobby) makes them per-topic. */
export function realtimePolicyTemplates(topic = 'room:lobby'): PolicyTemplate[] {
  const onTopic = `realtime.topic() = ${topicLiteral(topic)}`
  return [
    {
      id: 'realtime-receive-broadcast',
      label: 'Signed-in users receive broadcasts',
      description: 'Authenticated users may join private channels and receive their broadcast messages.',
      draft: { name: 'Authenticated users receive broadcasts', command: 'SELECT', action: 'PERMISSIVE', roles: ['authenticated'], using: "realtime.messages.extension = 'broadcast'", check: '' },
    },
    {
      id: 'realtime-send-broadcast-topic',
      label: `Signed-in users send broadcasts on ${topic}`,
      description: 'Authenticated users may send broadcast messages, on this topic only.',
      draft: {
        name: `Authenticated users broadcast on ${topic}`,
        command: 'INSERT',
        action: 'PERMISSIVE',
        roles: ['authenticated'],
        using: '',
        check: `realtime.messages.extension = 'broadcast' and ${onTopic}`,
      },
    },
    {
      id: 'realtime-presence-topic',
      label: `Signed-in users track presence on ${topic}`,
      description: 'Authenticated users may send their presence on this topic (receiving it needs a SELECT policy too).',
      draft: {
        name: `Authenticated users track presence on ${topic}`,
        command: 'INSERT',
        action: 'PERMISSIVE',
        roles: ['authenticated'],
        using: '',
        check: `realtime.messages.extension = 'presence' and ${onTopic}`,
      },
    },
    {
      id: 'realtime-receive-topic',
      label: `Signed-in users receive everything on ${topic}`,
      description: 'Authenticated users may join this private channel and receive its broadcast and presence messages.',
      draft: { name: `Authenticated users read ${topic}`, command: 'SELECT', action: 'PERMISSIVE', roles: ['authenticated'], using: onTopic, check: '' },
    },
  ]
}

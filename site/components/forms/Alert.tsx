/** A refusal or failure said aloud as it appears (role="alert"), and nothing while there is none. */
export default function Alert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="error-text" role="alert">
      {message}
    </p>
  ) : null;
}

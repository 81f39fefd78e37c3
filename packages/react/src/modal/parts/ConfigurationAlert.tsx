/** The spec's configuration alert (the registry refused the dapp's project), shown in place. */
export function ConfigurationAlert({ message }: { message: string }) {
  return (
    <p className="lk-alert" role="alert">
      {message}
    </p>
  )
}

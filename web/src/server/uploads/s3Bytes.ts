import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { UploadStoreSettings } from '@travel/config'
import { MEDIA_TYPES } from './documentType'
import { typeOfStoredName, type UploadBytes, type UploadPlace } from './uploadStore'

type S3Settings = Extract<UploadStoreSettings, { kind: 's3' }>

/** An object's key in the bucket: the upload's place, then its stored name. */
const keyOf = ({ site, upload }: UploadPlace, name: string) => `${site}/${upload}/${name}`

/**
 * Uploads' bytes as objects of an S3-compatible bucket (UPLOADS_STORE=s3: S3, R2, GCS, MinIO),
 * sent with no ACL, so they stay as private as the bucket (keep its public access blocked): only
 * the site's upload route, with the server's credentials (AWS_ACCESS_KEY_ID…), reads them.
 * Checksums only where the service requires them: other services refuse the SDK's newer ones.
 */
export function s3Bytes(settings: S3Settings): UploadBytes {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  return {
    async write(place, name, file) {
      const type = typeOfStoredName(name)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(place, name),
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ...(type ? { ContentType: MEDIA_TYPES[type] } : {}),
        }),
      )
    },
    async read(place, name) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(place, name) }))
      if (!(Body instanceof Readable)) throw new Error(`The bucket answered no body for an upload`)
      return Body
    },
    async remove(kept) {
      for (const { place, name } of kept)
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(place, name) }))
    },
  }
}

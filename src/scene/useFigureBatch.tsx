import { useEffect, useState } from 'react'
import { FigureBatch } from './figureBatch'

/**
 * A FigureBatch for as long as the calling component is mounted (null on its first render). Made in an effect,
 * not a memo: React may run effects twice in development, and a disposed batch cannot be drawn again.
 */
export function useFigureBatch(): FigureBatch | null {
  const [batch, setBatch] = useState<FigureBatch | null>(null)
  useEffect(() => {
    const made = new FigureBatch()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the batch is made and freed with the mount
    setBatch(made)
    return () => {
      setBatch(null)
      made.dispose()
    }
  }, [])
  return batch
}

/** Props of FigureBatchMeshes. */
export interface FigureBatchMeshesProps {
  batch: FigureBatch
  /** Cast shadows from the opaque parts. Default true. */
  castShadow?: boolean
}

/** Puts a batch's meshes in the scene (the batch frees them itself, so React must not). */
export function FigureBatchMeshes({ batch, castShadow = true }: FigureBatchMeshesProps) {
  return (
    <>
      <primitive object={batch.meshes.solid} castShadow={castShadow} dispose={null} />
      <primitive object={batch.meshes.clear} dispose={null} />
    </>
  )
}

import { t } from '@erp/ui-kit/i18n'
/** Pixels of a square crop of the source image. */
export interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

/** Side of the stored avatar, in pixels. */
export const AVATAR_SIDE = 256

/** A square covering the middle of an image: the crop before the user moves anything. */
export function centredSquare(width: number, height: number): CropArea {
  const side = Math.min(width, height)
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(t('图片无法读取')))
    image.src = src
  })
}

/** Draws the crop of the image onto an AVATAR_SIDE square canvas and answers it as a PNG blob. */
export async function cropToSquareBlob(src: string, area: CropArea, side = AVATAR_SIDE): Promise<Blob> {
  const image = await loadImage(src)
  const canvas = document.createElement('canvas')
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d')
  if (!context) throw new Error(t('浏览器不支持图片裁剪'))
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t('图片裁剪失败')))), 'image/png'),
  )
}

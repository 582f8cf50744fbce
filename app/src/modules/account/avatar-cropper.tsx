import { useId, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import 'react-easy-crop/react-easy-crop.css'
import type { CropArea } from './crop-image'
import { useT } from '@erp/ui-kit/i18n'

export interface AvatarCropperProps {
  /** Object URL of the chosen image. */
  image: string
  onCropChange: (area: CropArea) => void
}

/** The square crop step (react-easy-crop, loaded only on the avatar page): drag or arrow keys to move, zoom below. */
export default function AvatarCropper({ image, onCropChange }: AvatarCropperProps) {
  const t = useT()
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const zoomId = useId()
  return (
    <div className="grid gap-2">
      <div className="relative h-72 w-full max-w-md overflow-hidden rounded border border-border bg-muted">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onCropChange(pixels)}
          cropperProps={{ role: 'group', 'aria-label': t('裁剪区域：拖动或用方向键移动') }}
          disableAutomaticStylesInjection
        />
      </div>
      <label htmlFor={zoomId} className="text-sm">
        {t('缩放')}
      </label>
      <input
        id={zoomId}
        type="range"
        min={1}
        max={3}
        step={0.1}
        value={zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
        className="w-full max-w-md"
      />
    </div>
  )
}

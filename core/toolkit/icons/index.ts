/** @portico/toolkit/icons: the portal's icons, for screens that need no other part of the toolkit (no stylesheet, no grid). */
export { ActionIcon, Icon, type ActionIconProps, type IconName, type IconProps } from './icons';
export { ACTION_ICON_TYPES, isActionIconType, type ActionIconType } from './action-icons';

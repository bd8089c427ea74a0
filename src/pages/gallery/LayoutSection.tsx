import { Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import type { DeviceClass } from '../../config/country.generated';
import { Button } from '../../widgets/Button';
import { breakpoints, isPhone, isTabletOrPhone, PHONE_BREAKPOINT, TABLET_BREAKPOINT } from '../../widgets/layout';
import { StorefrontModal, type ModalSize } from '../../widgets/Modal';
import { GallerySection } from './GallerySection';

const SIZES: ModalSize[] = ['S', 'M', 'L'];
const DEVICE_CLASSES: DeviceClass[] = ['MATCH', 'SMARTPHONE', 'TABLET', 'DESKTOP'];

export function ModalsSection() {
  const [open, setOpen] = useState<ModalSize>();
  return (
    <GallerySection title="Modals" description="The sizes S, M and L.">
      <Group>
        {SIZES.map((size) => (
          <Button key={size} variant="outline" onClick={() => setOpen(size)}>
            Open modal {size}
          </Button>
        ))}
      </Group>
      <StorefrontModal opened={open !== undefined} onClose={() => setOpen(undefined)} size={open} title={`Modal ${open ?? ''}`}>
        <Text>Text is aligned left by default.</Text>
      </StorefrontModal>
    </GallerySection>
  );
}

export function BreakpointsSection() {
  return (
    <GallerySection title="Breakpoints" description={`Phone below ${PHONE_BREAKPOINT}px, tablet below ${TABLET_BREAKPOINT}px.`}>
      <Table captionSide="top" withTableBorder>
        <Table.Caption>Named breakpoints (px)</Table.Caption>
        <Table.Tbody>
          {Object.entries(breakpoints).map(([name, width]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              <Table.Td>{width}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table captionSide="top" withTableBorder>
        <Table.Caption>Device classes</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">class</Table.Th>
            <Table.Th scope="col">phone</Table.Th>
            <Table.Th scope="col">tablet or phone</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {DEVICE_CLASSES.map((deviceClass) => (
            <Table.Tr key={deviceClass}>
              <Table.Th scope="row">{deviceClass}</Table.Th>
              <Table.Td>{isPhone(deviceClass) ? 'yes' : 'no'}</Table.Td>
              <Table.Td>{isTabletOrPhone(deviceClass) ? 'yes' : 'no'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </GallerySection>
  );
}
